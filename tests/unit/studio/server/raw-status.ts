// A request as a script sends it, not as fetch tidies it: the path exactly as given (`..`, `%2e`),
// and any headers (a WebSocket's upgrade). Answers the status, of the upgrade or of the reply.
import { request } from 'node:http';

export function rawStatus(url: string, options: { path?: string; headers?: Record<string, string> } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, options);
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
