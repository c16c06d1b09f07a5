import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverLimits } from '#config';
import { serverFunctionBounds } from '#server/http/request-bounds.ts';
import { serverFunctionId } from '#server/http/server-function-id.ts';

describe('server function ids and their body limits', () => {
  it('are file--export, readable and stable', () => {
    expect(
      serverFunctionId({
        filename: '/work/server/functions/article-form.functions.ts',
        functionName: 'previewArticleHtml_createServerFn_handler',
      }),
    ).toBe('article-form--previewArticleHtml');
    expect(serverFunctionId({ filename: 'app/routes/x.server.tsx', functionName: 'load' })).toBe(
      'x--load',
    );
  });

  it('name functions that exist, which get the larger limit', () => {
    for (const id of serverLimits.serverFunctions.largeBodyFunctions) {
      const [file, name] = id.split('--');
      const source = readFileSync(`server/functions/${file}.functions.ts`, 'utf8');
      expect(source, id).toContain(`export const ${name} = createServerFn(`);
      expect(serverFunctionBounds(`/_serverFn/${id}`)?.maxBodyBytes).toBe(
        serverLimits.serverFunctions.largeBodyKilobytes * 1024,
      );
    }
    expect(serverFunctionBounds('/_serverFn/auth--signIn')?.maxBodyBytes).toBe(256 * 1024);
    expect(serverFunctionBounds('/produits')).toBeUndefined();
  });
});
