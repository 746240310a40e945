/**
 * Staged rollouts as electron-updater decides them: each terminal keeps a random UUID in its data
 * folder (`.updaterId`, the very file electron-updater reads there, so both agree); its last four
 * bytes as a fraction of 2³²−1 place it in the rollout, and a version with `stagingPercentage: p`
 * goes to the terminals whose fraction is below p/100.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAGING_ID_FILE = '.updaterId';
const UUID = /^[a-f0-9]{8}(-[a-f0-9]{4}){3}-[a-f0-9]{12}$/;

/** This terminal's staging id, created on first need; a broken file is replaced. */
export function stagingId(dataDir: string): string {
  const file = path.join(dataDir, STAGING_ID_FILE);
  try {
    const id = readFileSync(file, 'utf8').trim().toLowerCase();
    if (UUID.test(id) && id !== '00000000-0000-0000-0000-000000000000') return id;
  } catch {
    // Missing or unreadable: a new one below.
  }
  const id = randomUUID();
  writeFileSync(file, id);
  return id;
}

/** Where the terminal stands in a rollout, from 0 to 1. */
export function stagingFraction(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(24), 16) / 0xffffffff;
}

/** Whether a version rolled out to `percentage` per cent of terminals reaches this one. */
export function inRollout(id: string, percentage: number | undefined): boolean {
  return percentage === undefined || stagingFraction(id) < percentage / 100;
}
