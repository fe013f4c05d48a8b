// Loaded with --import into the server in tests: on SIGTERM its event loop is kept busy for 30 s
// before the server's own handler (registered later) may run, as a flood of work can keep it.
if (process.argv[1]?.endsWith('server.ts'))
  process.on('SIGTERM', () => {
    const until = Date.now() + 30_000;
    while (Date.now() < until);
  });
