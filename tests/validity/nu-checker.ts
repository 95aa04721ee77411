import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs the Nu HTML Checker (npm vnu-jar, needs Java) once over many documents:
 * one JVM start for the whole site.
 */

/**
 * One short batch: the JVM's quick compiler only and its single-threaded collector. On the site's ~300
 * documents: about 7 s of processor time instead of 18 (the optimising compiler's threads cost more than
 * they save in a run this short), the same report.
 */
const JVM_OPTIONS = ["-Xss2m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export const VNU_JAR = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

export type NuError = { url: string; line?: number; column?: number; message: string; extract?: string };

type NuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Known false positives of the checker itself, each with its reason. Keep them narrow; none is
 * needed at present (every error found so far was a real one and was fixed in app/).
 */
const ignoredMessages: RegExp[] = [];

export async function checkHtml(documents: { url: string; html: string }[]): Promise<NuError[]> {
  if (documents.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), "validity-"));
  const fileToUrl = new Map<string, string>();
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `${String(index).padStart(4, "0")}.html`);
      writeFileSync(file, document.html);
      fileToUrl.set(`file:${file}`, document.url);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        "java",
        [...JVM_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        // The checker exits with 1 when it found errors: the JSON report is what counts.
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith("{")) resolve(stdout);
          else reject(new Error(`Nu HTML Checker: ${error?.message ?? ""}\n${stderr}`));
        },
      );
    });
    const report = JSON.parse(output) as { messages: NuMessage[] };
    return report.messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .filter((message) => !ignoredMessages.some((pattern) => pattern.test(message.message)))
      .map((message) => ({
        url: fileToUrl.get(message.url) ?? fileToUrl.get(message.url.replace(/^file:\/+/, "file:/")) ?? message.url,
        line: message.lastLine,
        column: message.firstColumn,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
