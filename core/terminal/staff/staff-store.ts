import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from '../settings/secret-store';

export const STAFF_FILE = 'staff.json';

const StoredManagerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** pin-hash.ts: scrypt, salted; the PIN itself is nowhere. */
  pinHash: z.string().min(1),
  createdAt: z.string(),
});
export type StoredManager = z.infer<typeof StoredManagerSchema>;

const StoredStaffSchema = z.object({
  managers: z.array(StoredManagerSchema).default([]),
  /** Cashiers who sign in with PINs of their own when the setting cashierPins is on. */
  cashiers: z.array(StoredManagerSchema).default([]),
  /** How long a `minutes` grant lives. */
  grantMinutes: z.number().int().min(1).max(60).default(5),
});
type StoredStaff = z.infer<typeof StoredStaffSchema>;
export type StaffRole = 'managers' | 'cashiers';

/**
 * The terminal's managers, in `staff.json` (mode 0600) beside the settings: the interface has
 * no staff endpoints. A file that cannot be read is not taken for "no managers" (that would let
 * anyone create the first one): the store is `broken`, nothing is granted, the file is kept.
 */
export class StaffStore {
  readonly file: string;
  private data: StoredStaff = { managers: [], cashiers: [], grantMinutes: 5 };
  readonly broken: boolean;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, STAFF_FILE);
    this.broken = false;
    if (!existsSync(this.file)) return;
    try {
      this.data = StoredStaffSchema.parse(JSON.parse(readFileSync(this.file, 'utf8')));
    } catch {
      this.broken = true;
    }
  }

  get managers(): readonly StoredManager[] {
    return this.data.managers;
  }

  get grantMinutes(): number {
    return this.data.grantMinutes;
  }

  get cashiers(): readonly StoredManager[] {
    return this.data.cashiers;
  }

  add(name: string, pinHash: string, now: number, role: StaffRole = 'managers'): StoredManager {
    const person = { id: randomUUID(), name, pinHash, createdAt: new Date(now).toISOString() };
    this.write({ ...this.data, [role]: [...this.data[role], person] });
    return person;
  }

  /** The cashier removed, or undefined when no cashier has that id. */
  removeCashier(id: string): StoredManager | undefined {
    const cashier = this.data.cashiers.find((c) => c.id === id);
    if (cashier) this.write({ ...this.data, cashiers: this.data.cashiers.filter((c) => c.id !== id) });
    return cashier;
  }

  private write(next: StoredStaff): void {
    writePrivateFile(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.data = next;
  }
}
