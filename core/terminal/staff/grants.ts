import { randomBytes } from 'node:crypto';
import type { CommandName, ErrorCode, GrantAction, GrantScope } from '../../../common/contract/index';

/** How long a one-action grant waits for its action (the confirmation dialog in between). */
export const ACTION_GRANT_MS = 2 * 60_000;

export interface Grant {
  managerId: string;
  manager: string;
  scope: GrantScope;
  expiresAt: number;
  /** What a one-action grant was asked for, when it names it. */
  action?: GrantAction;
}

export type GrantCheck =
  | { ok: true; grant: Grant }
  | {
      ok: false;
      code: Extract<
        ErrorCode,
        'grantExpired' | 'grantUsed' | 'grantUnknown' | 'grantOtherLaunch' | 'grantOtherAction'
      >;
    };

/**
 * Grants handed out this launch, in memory only: `<launch id>.<128 random bits>`. A restart
 * forgets them all; one from an earlier launch is told apart by its launch id. A one-action grant
 * is spent by its first use; a second use is a replay.
 */
export class Grants {
  readonly launchId = randomBytes(6).toString('base64url');
  private readonly live = new Map<string, Grant>();
  private readonly spent = new Set<string>();

  issue(grant: Grant): string {
    const token = `${this.launchId}.${randomBytes(16).toString('base64url')}`;
    this.live.set(token, grant);
    return token;
  }

  /**
   * Checks a grant for `command`, spending a one-action grant (also when it names another
   * command: a grant shown for the wrong thing is not kept for a second try).
   */
  use(token: string, now: number, command: CommandName): GrantCheck {
    const grant = this.live.get(token);
    if (!grant) {
      if (this.spent.has(token)) return { ok: false, code: 'grantUsed' };
      const launch = token.split('.')[0];
      return {
        ok: false,
        code: launch !== this.launchId && token.includes('.') ? 'grantOtherLaunch' : 'grantUnknown',
      };
    }
    if (grant.expiresAt <= now) {
      this.live.delete(token);
      return { ok: false, code: 'grantExpired' };
    }
    if (grant.scope === 'action') {
      this.live.delete(token);
      this.spent.add(token);
    }
    if (grant.action !== undefined && grant.action.command !== command)
      return { ok: false, code: 'grantOtherAction' };
    return { ok: true, grant };
  }

  /**
   * A one-action grant its command refused for something the cashier fixes at once (the guest's
   * card asked for): alive again for that command's next try, until it expires as it would have.
   */
  giveBack(token: string, grant: Grant, now: number): void {
    if (grant.scope !== 'action' || grant.expiresAt <= now || !this.spent.has(token)) return;
    this.spent.delete(token);
    this.live.set(token, grant);
  }

  /** Sign-out. */
  release(token: string): void {
    this.live.delete(token);
  }

  /** Forgets expired grants (kept bounded under a flood). */
  prune(now: number): void {
    for (const [token, grant] of this.live) if (grant.expiresAt <= now) this.live.delete(token);
    if (this.spent.size > 10_000) this.spent.clear();
  }
}
