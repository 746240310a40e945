import type {
  CommandOutput,
  ErrorValue,
  Hall,
  Table,
  TableSchemeView,
  TerminalBridge,
} from '../../../common/contract/index';
import { withUniqueKeys } from '../components/unique-keys';
import { momentTime, type Moment } from './moment';

type Workload = CommandOutput<'tables.workload'>;

/** A hall as the map draws it: the platform's hall, with the title it carries when it has one. */
export interface HallView {
  key: string;
  title: string | undefined;
  hall: Hall;
}

/** The table scheme and its load at the chosen moment; the last answer stays while a new one loads. */
export class TablesState {
  // Raw: an answer is replaced whole, never mutated, and 500 tables need no deep proxies.
  answer = $state.raw<Workload | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);
  loading = $state(false);
  moment = $state<Moment>({ kind: 'now' });
  hallIndex = $state(0);
  /** The moment whose load the answer shown holds (an ISO time: the time asked for, or when). */
  loadAt = $state<string | undefined>(undefined);
  /** The map opened again and still shows the load it had, not the load now (not come, or failed). */
  outdated = $state(false);
  #seq = 0;

  readonly scheme: TableSchemeView | undefined = $derived(this.answer?.tableScheme);
  readonly halls: HallView[] = $derived(hallViews(this.scheme));
  /** Every table of the scheme, each once: the halls' and those of no hall. */
  readonly tables: Table[] = $derived(
    this.scheme
      ? [...this.scheme.halls.flatMap((hall) => hall.tables), ...this.scheme.tablesWithoutHall]
      : [],
  );
  readonly hall: HallView | undefined = $derived(this.halls[Math.min(this.hallIndex, this.halls.length - 1)]);
  /** The table the cashier picked on the hall shown, as the latest answer has it (its load moves). */
  selectedId = $state<number | undefined>(undefined);
  readonly selected: Table | undefined = $derived(
    this.selectedId === undefined
      ? undefined
      : this.hall?.hall.tables.find((table) => table.id === this.selectedId),
  );

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    const seq = ++this.#seq;
    this.loading = true;
    const now = this.now();
    const time = momentTime(this.moment, now);
    const result = await this.bridge['tables.workload'](time === undefined ? {} : { time });
    if (seq !== this.#seq) return; // a later request (another moment) won
    this.loading = false;
    if (result.ok) {
      this.answer = result.value;
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- turned to text at once, never kept
      this.loadAt = time ?? new Date(now).toISOString();
      this.outdated = false;
      this.error = undefined;
    } else this.error = result.error;
  }

  /** Another hall: the table picked on the last one is no longer what the cashier looks at. */
  showHall(index: number): void {
    if (index === this.hallIndex) return;
    this.hallIndex = index;
    this.selectedId = undefined;
  }

  show(moment: Moment): Promise<void> {
    this.moment = moment;
    return this.load();
  }

  /** The map opened again: the load as it is now, nothing picked; the hall stays the cashier's. */
  reopen(): Promise<void> {
    this.selectedId = undefined;
    this.outdated = this.answer !== undefined;
    return this.show({ kind: 'now' });
  }
}

function hallViews(scheme: TableSchemeView | undefined): HallView[] {
  if (!scheme) return [];
  // A scheme without halls is one hall of all its tables.
  if (scheme.halls.length === 0) {
    return [
      {
        key: 'all',
        title: undefined,
        hall: { tables: scheme.tablesWithoutHall, width: scheme.width, height: scheme.height },
      },
    ];
  }
  // Hall ids may repeat or be missing: the key is made unique (index for a hall without id).
  const keyed = withUniqueKeys(
    scheme.halls.map((hall, index) => ({ hall, id: String(hall.id ?? `#${index}`) })),
    (entry) => entry.id,
  );
  return keyed.map(({ item: { hall }, key }) => ({
    key,
    title: typeof hall.title === 'string' ? hall.title : undefined,
    hall,
  }));
}
