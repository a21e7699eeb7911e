// The page's bytes on their way out in few, large chunks (decision 076). React writes its HTML 2 KB at a time, and
// each chunk then crossed the stream layers to the socket and went through gzip on its own: on a 250 KB console
// page that cost more CPU than rendering it. What React writes in one turn of the event loop (the whole shell, and
// then each streamed part) goes on as one chunk; nothing waits beyond that turn.
import { Transform } from 'node:stream';

export function coalescingStream(): Transform {
  let held: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (!held.length) return;
    const out = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    stream.push(out);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  return stream;
}
