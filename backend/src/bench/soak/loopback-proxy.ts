import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A round-robin TCP proxy on loopback, standing in for the load balancer in front of several
 * instances: each new client connection goes to the next instance and stays there (keep-alive),
 * bytes are copied as they are. Like a TCP balancer it adds no header; the load generator sets
 * X-Forwarded-For as an HTTP balancer would (the instances trust one hop).
 */
export class LoopbackProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private next = 0;
  /** Client connections sent to each instance, in the order of `targets`. */
  readonly connections: number[];

  constructor(private readonly targets: number[]) {
    this.connections = targets.map(() => 0);
  }

  async start(): Promise<string> {
    this.server = createServer((client) => {
      const index = this.next++ % this.targets.length;
      this.connections[index] += 1;
      const upstream = connect(this.targets[index], '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.setNoDelay(true);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
