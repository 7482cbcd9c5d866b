// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '$lib/html';
import { proseHtml, proseText } from '$lib/content/prose-html';
import type { ProseNode } from '$lib/content/types';

describe('proseHtml', () => {
  it('escapes text, code and addresses', () => {
    const nodes: ProseNode[] = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: '<script>alert("x")</script> & more' },
          { type: 'code', value: '<b>' },
          { type: 'link', href: '/learn/a"onmouseover="x', external: false, children: [{ type: 'text', value: '<i>' }] },
        ],
      },
    ];
    const html = proseHtml(nodes);
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more<code class="prose-code">&lt;b&gt;</code>' +
        '<a href="/learn/a&quot;onmouseover=&quot;x">&lt;i&gt;</a></p>',
    );
    expect(escapeHtml('a&b<c>"d"')).toBe('a&amp;b&lt;c&gt;&quot;d&quot;');
  });

  it('renders headings, emphasis, breaks, external links, lists and quotes', () => {
    const nodes: ProseNode[] = [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Title' }] },
      { type: 'heading', depth: 4, children: [{ type: 'strong', children: [{ type: 'text', value: 'Sub' }] }] },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'one' }] }, { type: 'break' }] }]],
      },
      { type: 'list', ordered: false, items: [[{ type: 'paragraph', children: [{ type: 'text', value: 'two' }] }]] },
      {
        type: 'quote',
        children: [
          {
            type: 'paragraph',
            children: [{ type: 'link', href: 'https://example.org/?a=1&b=2', external: true, children: [{ type: 'text', value: 'site' }] }],
          },
        ],
      },
    ];
    expect(proseHtml(nodes)).toBe(
      '<h2 class="prose-h">Title</h2><h4 class="prose-h"><strong>Sub</strong></h4>' +
        '<ol class="prose-list"><li><p><em>one</em><br></p></li></ol><ul class="prose-list"><li><p>two</p></li></ul>' +
        '<blockquote class="prose-quote"><p><a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">site</a></p></blockquote>',
    );
  });
});

describe('proseText', () => {
  it('is the text content of proseHtml', () => {
    const nodes: ProseNode[] = [
      { type: 'heading', depth: 3, children: [{ type: 'text', value: 'A & B' }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'x "y" ' }, { type: 'code', value: '<c>' }, { type: 'break' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'one' }] }] }]],
      },
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [{ type: 'link', href: '/a', external: false, children: [{ type: 'text', value: 'two' }] }] },
        ],
      },
    ];
    const div = document.createElement('div');
    div.innerHTML = proseHtml(nodes);
    expect(proseText(nodes)).toBe('A & Bx "y" <c>onetwo');
    expect(div.textContent).toBe(proseText(nodes));
  });
});
