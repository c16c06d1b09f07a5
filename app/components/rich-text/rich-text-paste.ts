/**
 * Issue 36 §1: what Word and Google Docs put on the clipboard, made into plain markup before the
 * editor's schema reads it (the schema already drops styles, classes, spans and `<o:p>`). Word
 * writes a list as paragraphs styled `mso-list`, each starting with its bullet or number in a
 * `mso-list:Ignore` span: the markers go, and the paragraphs become a real list.
 */
const isWordListItem = (element: Element) =>
  element.tagName === 'P' && /mso-list/i.test(element.getAttribute('style') ?? '');

function takeMarker(item: Element): string {
  const markers = [...item.querySelectorAll('[style*="mso-list"]')].filter((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
  const text = markers
    .map((marker) => marker.textContent ?? '')
    .join('')
    .trim();
  for (const marker of markers) marker.remove();
  return text;
}

function groupWordLists(body: HTMLElement) {
  let list: HTMLElement | null = null;
  for (const element of [...body.children]) {
    if (!isWordListItem(element)) {
      list = null;
      continue;
    }
    const ordered = /^[\da-z]{1,3}[.)]/i.test(takeMarker(element));
    if (!list || (list.tagName === 'OL') !== ordered) {
      list = body.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      element.before(list);
    }
    const item = body.ownerDocument.createElement('li');
    item.append(...element.childNodes);
    list.append(item);
    element.remove();
  }
}

export function cleanPastedHtml(html: string, dom: DOMParser): string {
  const body = dom.parseFromString(html, 'text/html').body;
  // Word's comments (`<!--[if !supportLists]-->`) and its namespaced `<o:p>` carry no text.
  for (const element of body.querySelectorAll('*')) {
    if (element.tagName.toLowerCase() === 'o:p') element.remove();
  }
  groupWordLists(body);
  return body.innerHTML;
}
