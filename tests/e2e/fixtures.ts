import { test as base, expect } from '@playwright/test';
import { latestCode } from './servers';

/** A new shopper's address for each test, so runs never collide on the same account. */
export function newEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const test = base.extend<{ mailCode: (email: string) => string }>({
  // The code the server mailed, read from the outbox of this edition's database.
  mailCode: async ({}, use, testInfo) => {
    const dataDir = testInfo.project.name === 'china' ? process.env.E2E_CHINA_DATA! : process.env.E2E_GLOBAL_DATA!;
    await use((email) => latestCode(dataDir, email));
  },
});

export { expect };
