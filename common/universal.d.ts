/**
 * The few web-platform globals that both Node and the browser provide and that common/ uses.
 * common/ is compiled with no DOM and no Node types, so each one it relies on is declared here.
 */
interface UniversalUrl {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly href: string;
}

declare const URL: {
  new (url: string, base?: string): UniversalUrl;
  canParse(url: string, base?: string): boolean;
};
