// The attack suite's own vitest run (`npm run test:attack`): its files are not part of `vitest run`, which
// stays fast; everything else (aliases, defines, the bounds for a hang) is the project's config.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vite.config.ts';

export default mergeConfig(base, defineConfig({ test: { include: ['tests/attack/**/*.test.ts'] } }));
