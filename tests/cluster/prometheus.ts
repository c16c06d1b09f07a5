import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';

/** Debian's Prometheus (installed by scripts/test.sh), or PROMETHEUS_PATH. */
const prometheusPath = process.env.PROMETHEUS_PATH ?? 'prometheus';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const QueryAnswer = v.object({
  status: v.literal('success'),
  data: v.object({
    result: v.array(
      v.object({
        metric: v.record(v.string(), v.string()),
        value: v.tuple([v.number(), v.string()]),
      }),
    ),
  }),
});

export interface RunningPrometheus {
  /** An instant query through Prometheus's HTTP API: each series' labels and value. */
  query(expression: string): Promise<{ labels: Record<string, string>; value: number }[]>;
  stop(): Promise<void>;
}

/** Prometheus scraping `targets` (host:port) every second, with the metrics bearer token. */
export async function startPrometheus(
  targets: string[],
  token: string,
): Promise<RunningPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'site-prometheus-'));
  const port = await freePort();
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: site',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${token}`,
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    prometheusPath,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (
    !(await fetch(`${base}/-/ready`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      await stop();
      throw new Error(`Prometheus did not start:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    async query(expression) {
      const answer = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const parsed = v.parse(QueryAnswer, await answer.json());
      return parsed.data.result.map((series) => ({
        labels: series.metric,
        value: Number(series.value[1]),
      }));
    },
    stop,
  };
}
