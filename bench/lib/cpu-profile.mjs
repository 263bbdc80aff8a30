// Preloaded with NODE_OPTIONS=--import (Node 20 refuses --cpu-prof there): profiles the process from
// start to exit and writes a .cpuprofile (open it in Chrome DevTools) into CPU_PROFILE_DIR.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // The main thread's session answers synchronously, so the profile is written before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(path.join(process.env.CPU_PROFILE_DIR, `app-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
