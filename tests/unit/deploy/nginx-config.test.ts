import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxProgram } from "../../support/rolling-restart";

/**
 * The nginx recipe as a server's own nginx reads it (deploy/nginx/render-config.sh into
 * /etc/nginx/nginx.conf): every placeholder filled, accepted by `nginx -t`, no `daemon` line (the
 * system's service sets it), a process being restarted passed over (passive checks only), workers
 * run as the given user, an access log that names no visitor, and health addresses for the machine only.
 */

const nginx = nginxProgram();
const work = mkdtempSync(path.join(tmpdir(), "nginx-recette-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function render(env: Record<string, string>) {
  return spawnSync("bash", ["deploy/nginx/render-config.sh"], {
    encoding: "utf8",
    env: { NODE_ENV: "test", PATH: process.env.PATH, ...env },
  });
}

const production = {
  NGINX_PREFIX: work,
  SITE_PORTS: "3001 3002",
  NGINX_LISTEN: "127.0.0.1:3227",
  NGINX_SERVER_NAME: "www.example.ch",
  NGINX_WORKERS: "auto",
  NGINX_ERROR_LOG: path.join(work, "error.log"),
  NGINX_PID: path.join(work, "nginx.pid"),
  NGINX_USER: "www-data",
  NGINX_ACCESS_LOG: path.join(work, "access.log"),
};

describe("nginx recipe for a server", () => {
  it("fills every placeholder, with the processes passed over while they restart", () => {
    const run = render(production);
    expect(run.status).toBe(0);
    const conf = run.stdout;
    expect(conf).not.toMatch(/@[A-Z_]+@/);
    expect(conf).not.toMatch(/^\s*daemon\b/m);
    expect(conf).toContain("server_name www.example.ch;");
    expect(conf).toContain("server 127.0.0.1:3001 max_fails=3 fail_timeout=5s;");
    expect(conf).toContain("server 127.0.0.1:3002 max_fails=3 fail_timeout=5s;");
    expect(conf.match(/proxy_next_upstream error timeout http_502 http_503;/g)).toHaveLength(2);
    expect(conf).toMatch(/keepalive_timeout 4s;/);
  });

  it("runs its workers as the given user, none named without one", () => {
    expect(render(production).stdout).toMatch(/^user www-data;$/m);
    expect(render({ ...production, NGINX_USER: "" }).stdout).not.toMatch(/^\s*user\b/m);
  });

  it("writes an access log without the visitor's address, query, referrer or browser", () => {
    const conf = render(production).stdout;
    const format = /log_format site '([^']*)'/.exec(conf)?.[1] ?? "";
    expect(format).toContain("$uri");
    for (const variable of [
      "$remote_addr",
      "$http_x_forwarded_for",
      "$request_uri",
      "$args",
      "$request ",
      "$http_referer",
      "$http_user_agent",
    ]) {
      expect(format, variable).not.toContain(variable);
    }
    expect(conf).toContain(`access_log ${production.NGINX_ACCESS_LOG} site;`);
    expect(render({ ...production, NGINX_ACCESS_LOG: "off" }).stdout).toContain("access_log off;");
  });

  it("answers the health addresses to the machine only, never from its cache", () => {
    const conf = render(production).stdout;
    const block = /location \/sante\/ \{([\s\S]*?)\n {8}\}/.exec(conf)?.[1] ?? "";
    expect(block).toContain('if ($remote_addr !~ "^(127\\.0\\.0\\.1|::1)$")');
    expect(block).toContain("rewrite ^ /__introuvable last;");
    expect(block).not.toContain("proxy_cache ");
  });

  it("names what is missing", () => {
    const run = render({ NGINX_PREFIX: work });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("SITE_PORTS manquant");
  });

  it.skipIf(!nginx)(`is accepted by nginx -t${nginx ? "" : " (nginx absent : paquet Debian nginx-light)"}`, () => {
    mkdirSync(path.join(work, "tmp"), { recursive: true });
    writeFileSync(path.join(work, "nginx.conf"), render(production).stdout);
    const run = spawnSync(nginx!, ["-t", "-p", work, "-c", path.join(work, "nginx.conf")], { encoding: "utf8" });
    expect(run.stderr).toContain("test is successful");
    expect(run.status).toBe(0);
  });
});
