// Loaded with `--import` by bench/profile.ts: SIGUSR2 starts a CPU profile, the next SIGUSR2 writes it
// to $BENCH_PROFILE_FILE, so the profile covers the measured load only (not start-up or warm-up).
import fs from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, { profile }) => {
    if (!err) fs.writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
    process.send?.('profiled');
    fs.writeFileSync(`${process.env.BENCH_PROFILE_FILE}.done`, '');
  });
});
