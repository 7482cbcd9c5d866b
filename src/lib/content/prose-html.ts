/**
 * Lesson prose as one HTML string, from the parsed AST (types.ts). Every text and attribute value
 * is escaped here; the AST never holds raw HTML (blocks.ts drops it and keeps only safe link
 * addresses), so the string holds only the elements below. Prose.svelte shows it with one
 * `{@html}` block: hydrating a page then walks no node of the prose (it is already in the
 * prerendered page), where a component per inline node cost the lesson pages most of their
 * hydration.
 */
import { escapeHtml } from '$lib/html';
import type { Inline, ProseNode } from './types';

function inline(nodes: Inline[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out += escapeHtml(node.value);
        break;
      case 'emphasis':
        out += `<em>${inline(node.children)}</em>`;
        break;
      case 'strong':
        out += `<strong>${inline(node.children)}</strong>`;
        break;
      case 'code':
        out += `<code class="prose-code">${escapeHtml(node.value)}</code>`;
        break;
      case 'break':
        out += '<br>';
        break;
      case 'link':
        out += node.external
          ? `<a href="${escapeHtml(node.href)}" target="_blank" rel="noopener noreferrer">${inline(node.children)}</a>`
          : `<a href="${escapeHtml(node.href)}">${inline(node.children)}</a>`;
        break;
    }
  }
  return out;
}

/** The HTML of a run of prose blocks (headings, paragraphs, lists, quotes). */
export function proseHtml(nodes: ProseNode[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'heading': {
        const tag = `h${node.depth === 2 || node.depth === 3 ? node.depth : 4}`;
        out += `<${tag} class="prose-h">${inline(node.children)}</${tag}>`;
        break;
      }
      case 'paragraph':
        out += `<p>${inline(node.children)}</p>`;
        break;
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul';
        out += `<${tag} class="prose-list">${node.items.map((item) => `<li>${proseHtml(item)}</li>`).join('')}</${tag}>`;
        break;
      }
      case 'quote':
        out += `<blockquote class="prose-quote">${proseHtml(node.children)}</blockquote>`;
        break;
    }
  }
  return out;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.value : n.type === 'break' ? '' : inlineText(n.children))).join('');
}

/** The text of proseHtml(nodes) as the page shows it (its elements' textContent). */
export function proseText(nodes: ProseNode[]): string {
  return nodes
    .map((n) => (n.type === 'list' ? n.items.map(proseText).join('') : n.type === 'quote' ? proseText(n.children) : inlineText(n.children)))
    .join('');
}
