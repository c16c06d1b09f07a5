import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '#app/components/error-page.tsx';
import { HttpError } from '#server/client/http-error.ts';

/** Issue 18 point 16: a database outage reads as a temporary French message, not a crash. */
const render = (error: Error) =>
  renderToString(createElement(ErrorPage, { error, reset: () => undefined }));

describe('ErrorPage', () => {
  it('says the service is temporarily unavailable when the API answers 503', () => {
    const body = JSON.stringify({
      error: { code: 'service_unavailable', message: 'Service momentanément indisponible.' },
    });
    const html = render(new HttpError(503, 'Service Unavailable', body));
    expect(html).toContain('Service momentanément indisponible');
    expect(html).toContain('Réessayer');
    expect(html).not.toContain('Unexpected Application Error');
  });

  it('keeps the generic crash page for any other error', () => {
    const html = render(new HttpError(500, 'Internal Server Error', ''));
    expect(html).toContain('Unexpected Application Error');
    expect(html).not.toContain('indisponible');
  });
});
