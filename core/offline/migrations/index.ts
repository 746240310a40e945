import { migration001 } from './001-guest-cache';
import { migration002 } from './002-outbox';
import { migration003 } from './003-refusals';
import { migration004 } from './004-terminal-identity';
import { migration005 } from './005-guest-name';
import { migration006 } from './006-guest-search';
import { migration007 } from './007-hold-candidates';
import { migration008 } from './008-hold-cashier';
import { migration009 } from './009-shifts';
import { migration010 } from './010-hold-correction';
import { migration011 } from './011-outbox-guest';
import { migration012 } from './012-hold-control';
import { migration013 } from './013-print-queue';
import { migration014 } from './014-consent';
import { migration015 } from './015-retaken-offline';
import { migration016 } from './016-token-lane';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every migration in order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
];

export const LATEST_VERSION = MIGRATIONS.length;
