import { basename } from 'node:path';

/**
 * The id of a server function in the build (vite.config.ts `generateFunctionId`): readable and
 * stable, `file--exportName` (`article-form--previewArticleHtml`), so the front of the server can
 * give one function a larger body limit by naming it (app.config.ts serverLimits.serverFunctions).
 */
export function serverFunctionId({
  filename,
  functionName,
}: {
  filename: string;
  functionName: string;
}): string {
  const file = basename(filename).replace(/(\.functions|\.server)?\.tsx?$/, '');
  return `${file}--${functionName.replace(/_createServerFn_handler$/, '')}`;
}
