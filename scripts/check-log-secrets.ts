/**
 * `node scripts/check-log-secrets.ts <log>`: after the end-to-end run (scripts/test.sh), checks
 * that the servers' log lines (E2E_SERVER_LOG, playwright.config.ts) hold none of the secrets the
 * run used: the JWT and metrics secrets it generated, every password its tests typed, any access
 * token (a JWT) and any session cookie's value (issue 35 §3). Exits 1 naming what leaked (masked).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { demoAdmin } from '#server/seed/seed-demo.ts';

const [logFile] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: node scripts/check-log-secrets.ts <log file>');
  process.exit(2);
}
const log = readFileSync(logFile, 'utf8');
const lines = log.split('\n').filter((line) => line.trim() !== '');

/** Passwords and phrases the end-to-end tests type (`password: '…'`, `…Password = '…'`). */
function typedPasswords(): string[] {
  const dir = 'tests/e2e';
  const found = new Set<string>([demoAdmin.password]);
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts'))) {
    const source = readFileSync(join(dir, name), 'utf8');
    for (const match of source.matchAll(/[pP]assword[A-Za-z]*(?::| =) '([^']{8,})'/g))
      if (match[1]) found.add(match[1]);
  }
  return [...found];
}

const secrets = [
  ...typedPasswords(),
  process.env.E2E_JWT_SECRET ?? '',
  process.env.E2E_METRICS_TOKEN ?? '',
].filter((secret) => secret.length >= 8);
const patterns = [
  { name: 'an access token (JWT)', pattern: /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/ },
  {
    name: 'a session cookie',
    pattern: new RegExp(`(${sessionCookies.access}|${sessionCookies.refresh})=[^;\\s"]{8,}`),
  },
];

const mask = (secret: string) => `${secret.slice(0, 3)}…(${secret.length})`;
const leaks: string[] = [];
for (const [index, line] of lines.entries()) {
  for (const secret of secrets)
    if (line.includes(secret)) leaks.push(`line ${index + 1}: ${mask(secret)}`);
  for (const { name, pattern } of patterns)
    if (pattern.test(line)) leaks.push(`line ${index + 1}: ${name}`);
}
if (lines.length === 0) {
  console.error(`${logFile} holds no log line: the servers' log was not kept.`);
  process.exit(1);
}
if (leaks.length > 0) {
  console.error(`Secrets in the servers' log (${logFile}):\n${leaks.slice(0, 20).join('\n')}`);
  process.exit(1);
}
const requests = lines.filter((line) => line.includes('"event":"request"')).length;
console.log(
  `The servers' log (${lines.length} lines, ${requests} requests) holds none of the ${secrets.length} secrets the run used, no token and no session cookie.`,
);
