/**
 * A stand-in for the browser's XMLHttpRequest, driven by the test: it records what the code under
 * test does (open, send, abort) and lets the test play the upload and the answer.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  sent = false;

  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  send() {
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.onloadend?.();
  }

  /** The whole body has left the browser. */
  bodySent() {
    this.upload.onload?.();
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}
