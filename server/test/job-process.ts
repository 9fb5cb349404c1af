// A real server process with the runner's test kinds besides the registry's, for the kill -9 test
// (server/test/jobs-crash.test.ts). Configured by the environment like server/main.ts.
import { loadConfig } from '../config';
import { jobDefinitions } from '../jobs/registry';
import { startServer } from '../start';
import { testJobKinds } from './job-kinds';

const server = await startServer(loadConfig(), () => {}, undefined, { ...jobDefinitions, ...testJobKinds });
process.stdout.write(`listening ${server.url}\n`);
