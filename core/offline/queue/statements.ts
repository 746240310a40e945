import type { TerminalDb } from '../db';
import { commandStatements, type CommandStatements } from './sql/commands';
import { exposureStatements, type ExposureStatements } from './sql/exposure';
import { listStatements, type ListStatements } from './sql/list';
import { queueStatements, type QueueStatements } from './sql/queue';
import { rowStatements, type RowStatements } from './sql/rows';
import { settlementStatements, type SettlementStatements } from './sql/settlement';

export type { QueuePage } from './sql/list';

/**
 * Every statement of the queue, prepared and typed once per database, in one flat set; sql/
 * holds them by who asks: a hold's row, the core's commands, the whole queue, the settlement
 * engine, the exposure the offline limits count, the lists.
 */
export type HoldQueueStatements = RowStatements &
  CommandStatements &
  QueueStatements &
  SettlementStatements &
  ExposureStatements &
  ListStatements;

export function prepareOutboxStatements(db: TerminalDb): HoldQueueStatements {
  return {
    ...rowStatements(db),
    ...commandStatements(db),
    ...queueStatements(db),
    ...settlementStatements(db),
    ...exposureStatements(db),
    ...listStatements(db),
  };
}
