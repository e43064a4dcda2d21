import type { LaunchOptions } from 'playwright-core';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the run's one Chromium is started (by the global setup; specs open contexts in it). */
export const launchOptions: LaunchOptions = {
  executablePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
