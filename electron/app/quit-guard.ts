import type { Language } from '../../common/contract/index';
import type { AppLog } from './log';

export interface QuitGuardDeps {
  /** Holds (and reversals) not yet applied by the platform. */
  waiting(): number;
  /** Asks the cashier whether to quit with `count` holds waiting; true to quit. */
  ask(count: number): Promise<boolean>;
  /** Stops the hosts and closes the core (database, engine, embedded platform). */
  shutdown(): Promise<void>;
  /** Quits for real; `request()` lets everything through from then on. */
  exit(): void;
  log: AppLog;
}

type QuitState = 'running' | 'asking' | 'closing' | 'closed';

/**
 * The one way out of the app, whatever started it (the window's close button, Alt+F4, a second
 * `app.quit()`): with holds still waiting the cashier is told how many and asked; then the core
 * closes cleanly before the process ends. Holds that wait stay queued in the database and are
 * sent at the next start. When the OS ends the session (logout, shutdown, SIGTERM) nobody is
 * there to answer: the core closes at once, without asking.
 */
export class QuitGuard {
  private state: QuitState = 'running';

  constructor(private readonly deps: QuitGuardDeps) {}

  /**
   * Call from `before-quit` and the window's `close` (`ask` true), and when the session ends
   * (`ask` false): true means "prevent it, I take over".
   */
  request({ ask = true }: { ask?: boolean } = {}): boolean {
    switch (this.state) {
      case 'closed':
        return false;
      case 'asking':
        // The session ends while the question is open: nobody will answer it.
        if (!ask) void this.close(this.deps.waiting());
        return true;
      case 'closing':
        return true;
      case 'running':
        this.state = 'asking';
        void this.run(ask);
        return true;
    }
  }

  private async run(ask: boolean): Promise<void> {
    const { deps } = this;
    try {
      const count = deps.waiting();
      if (ask && count > 0 && !(await deps.ask(count))) {
        if (this.state !== 'asking') return; // the session ended meanwhile: already closing
        deps.log.info(`quit cancelled: ${count} holds waiting`);
        this.state = 'running';
        return;
      }
      await this.close(count);
    } catch (error) {
      // Asking failed (no window to ask on): quitting is what was asked for.
      deps.log.error(`quit confirmation failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.close(deps.waiting());
    }
  }

  private async close(count: number): Promise<void> {
    if (this.state === 'closing' || this.state === 'closed') return;
    this.state = 'closing';
    const { deps } = this;
    deps.log.info(count > 0 ? `quitting with ${count} holds waiting (kept for the next start)` : 'quitting');
    await deps.shutdown().catch((error: unknown) => {
      deps.log.error(`shutdown failed: ${error instanceof Error ? error.name : typeof error}`);
    });
    this.state = 'closed';
    deps.exit();
  }
}

/** The question, in the cashier's language. */
export function quitQuestion(count: number, language: Language) {
  switch (language) {
    case 'ru':
      return {
        title: 'Выход',
        message: `Ещё не отправлено операций: ${count}.`,
        detail:
          'Они сохранены на этом компьютере и уйдут на сервер лояльности при следующем запуске терминала. ' +
          'Пока терминал закрыт, гость не увидит эти баллы. Выйти?',
        buttons: ['Остаться', 'Выйти'],
      };
    case 'en':
      return {
        title: 'Quit',
        message: `${count} ${count === 1 ? 'hold is' : 'holds are'} still waiting to be sent.`,
        detail:
          'They are kept on this computer and go to the loyalty server when the terminal next starts. ' +
          'Until then the guest will not see them. Quit anyway?',
        buttons: ['Stay', 'Quit'],
      };
  }
}
