/**
 * Typography for the sanitised body (SPEC §2 "rich text"): arbitrary variants keep the styles
 * shared by the public article page and the back-office preview, so both look the same.
 */
export const articleProseClass = [
  'prose-article text-lg text-slate-700 leading-relaxed',
  '[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-xl [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1 [&_a]:text-teal-700 [&_a]:underline [&_a:hover]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_blockquote]:mt-6 [&_blockquote]:border-teal-600 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2',
  '[&_hr]:my-8 [&_hr]:border-slate-200 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
].join(' ');
