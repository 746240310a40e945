import { build, type InlineConfig } from 'vite';

/** Builds with one of the project's Vite configs (as its module exports it) into `dir`, quietly. */
export async function buildInto(config: InlineConfig, dir: string): Promise<void> {
  await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, outDir: dir },
    plugins: config.plugins,
  });
}
