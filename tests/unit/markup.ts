// Shared by the tests that hold two renders of a screen to one markup (takeover.test.tsx, greeting.test.tsx).

/** Elements, attributes and text, in order; what SSR writes as an attribute and a client sets as a property
 * (value, selected, spellcheck) is read as the property on both. */
export function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const props = ['value', 'selected', 'spellcheck'];
  const attrs = Array.from(node.attributes)
    .filter((a) => !props.includes(a.name))
    .map((a) => `${a.name}=${a.value}`)
    .sort();
  const own = props
    .filter((p) => p in node && !(p === 'spellcheck' && node.tagName !== 'INPUT'))
    .map((p) => `.${p}=${String((node as unknown as Record<string, unknown>)[p])}`);
  return `<${node.tagName} ${[...attrs, ...own].join(' ')}>${Array.from(node.childNodes).map(shape).join('')}</${node.tagName}>`;
}
