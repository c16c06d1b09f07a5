/**
 * The HAProxy configuration in front of several instances (README "Running several instances";
 * `npm run test:cluster` and `npm run bench:cluster` run exactly this text).
 * - Health: an instance gets traffic while GET /api/health/ready answers 200 (it answers 503 from
 *   the moment it starts stopping, and while its database does not answer).
 * - Retries: a request that could not reach an instance (refused, reset before any answer) goes to
 *   another one; only GET and HEAD are retried once sent, since only they are idempotent here.
 * - One request per server connection: an instance closing its connections while it stops can
 *   never receive a request on a connection it is closing.
 */
export interface HaproxyOptions {
  /** Where HAProxy listens, e.g. `127.0.0.1:8080` or `:80`. */
  bind: string;
  /** Each instance: a name (shown in `X-Served-By`) and its `host:port`. */
  servers: ReadonlyArray<{ name: string; address: string }>;
}

export function haproxyConfig({ bind, servers }: HaproxyOptions): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout queue 10s

frontend site
  bind ${bind}
  # The visitor's address for the login and contact limits (instances set TRUST_PROXY).
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
  option http-server-close
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header X-Served-By %s
${servers.map((server) => `  server ${server.name} ${server.address}`).join('\n')}
`;
}
