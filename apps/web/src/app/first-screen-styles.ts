import postcss, { AtRule, Rule, type ChildNode } from 'postcss';

/**
 * The elements, classes, ids and attributes a page holds: a style rule can
 * apply to the page only if the page holds every one its selector names.
 */
export interface PageMarks {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  attributes: Set<string>;
}

/** What a selector names outside any pseudo-class's parentheses (`:not(.x)` applies to pages without `.x`). */
interface Needs {
  tags: string[];
  classes: string[];
  ids: string[];
  attributes: string[];
}

type Part =
  | { kind: 'rule'; selectors: { text: string; needs: Needs }[]; body: string }
  | { kind: 'group'; opening: string; parts: Part[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'always'; text: string };

const QUOTED = /"[^"]*"|'[^']*'/g;
const ATTRIBUTE_SELECTOR = /\[\s*([-\w]+)[^\]]*\]/g;
const INNERMOST_PARENTHESES = /\([^()]*\)/g;
const PSEUDO = /::?[-\w]+/g;

/**
 * What a selector needs of a page, read conservatively: whatever cannot be
 * read (an escaped name) needs nothing, so its rule is kept. Keeping a rule a
 * page does not need costs bytes; dropping one it needs would restyle the page
 * once the whole stylesheet arrives.
 */
export function needsOf(selector: string): Needs {
  const needs: Needs = { tags: [], classes: [], ids: [], attributes: [] };
  // An escaped or non-ASCII name, or a namespace, is not read: the rule is kept.
  if (/[\\|]|[^\s!-~]/.test(selector)) return needs;
  // Quoted values first, so a bracket or parenthesis inside one is not read as the selector's.
  let rest = selector.replace(QUOTED, '""');
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(INNERMOST_PARENTHESES, '');
  }
  rest = rest.replace(ATTRIBUTE_SELECTOR, (_whole, name: string) => {
    needs.attributes.push(name.toLowerCase());
    return '';
  });
  rest = rest.replace(PSEUDO, '');
  for (const [, name] of rest.matchAll(/\.([-\w]+)/g)) needs.classes.push(name!);
  for (const [, name] of rest.matchAll(/#([-\w]+)/g)) needs.ids.push(name!);
  for (const [, name] of rest.matchAll(/(?:^|[\s>+~])([a-zA-Z][-\w]*)/g)) needs.tags.push(name!.toLowerCase());
  return needs;
}

const TAG = /<([a-zA-Z][-\w]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Every element, class, id and attribute named in an HTML document's tags. */
export function marksOf(html: string): PageMarks {
  const marks: PageMarks = { tags: new Set(), classes: new Set(), ids: new Set(), attributes: new Set() };
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    marks.tags.add(tag!.toLowerCase());
    for (const [, name, ...values] of attributes!.matchAll(ATTRIBUTE)) {
      const attribute = name!.toLowerCase();
      const value = values.find((each) => each !== undefined) ?? '';
      marks.attributes.add(attribute);
      if (attribute === 'class') for (const each of value.split(/\s+/)) if (each) marks.classes.add(each);
      if (attribute === 'id') marks.ids.add(value);
    }
  }
  return marks;
}

function holds(marks: PageMarks, needs: Needs): boolean {
  return (
    needs.tags.every((tag) => marks.tags.has(tag)) &&
    needs.classes.every((name) => marks.classes.has(name)) &&
    needs.ids.every((id) => marks.ids.has(id)) &&
    needs.attributes.every((attribute) => marks.attributes.has(attribute))
  );
}

function partOf(node: ChildNode): Part | undefined {
  if (node instanceof Rule) {
    // The declarations as written, without the selector: the rule is written again with only the selectors a page needs.
    const body = node.clone({ selector: 'x' }).toString().slice(1);
    return { kind: 'rule', selectors: node.selectors.map((text) => ({ text, needs: needsOf(text) })), body };
  }
  if (node instanceof AtRule) {
    if (/keyframes$/i.test(node.name)) return { kind: 'keyframes', name: node.params.trim(), text: node.toString() };
    // A layer is kept whole: one left out would change the order the layers that remain were declared in.
    if (node.nodes && /^(media|supports|container)$/i.test(node.name)) {
      return { kind: 'group', opening: `@${node.name} ${node.params}`, parts: node.nodes.map(partOf).filter((part) => part !== undefined) };
    }
    return { kind: 'always', text: node.toString() };
  }
  return undefined;
}

/** The rules a page needs; the animations among them once `using` (the rules written without them) names them. */
function written(parts: Part[], marks: PageMarks, using?: string): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'always') css += part.text;
    else if (part.kind === 'keyframes') {
      if (using?.includes(part.name)) css += part.text;
    }
    else if (part.kind === 'rule') {
      const kept = part.selectors.filter((selector) => holds(marks, selector.needs));
      if (kept.length > 0) css += `${kept.map((selector) => selector.text).join(',')}${part.body}`;
    } else if (part.kind === 'group') {
      const inner = written(part.parts, marks, using);
      if (inner) css += `${part.opening}{${inner}}`;
    }
  }
  return css;
}

/**
 * The part of a stylesheet a drawn page needs: every rule that can apply to
 * an element it holds, in the stylesheet's order, with the fonts and the
 * animations those rules use. Put in the page itself, it lets the page paint
 * without waiting for the whole stylesheet, and the whole stylesheet, when it
 * comes, changes nothing on it. The stylesheet is read once; each page then
 * costs one pass over its rules.
 */
export function firstScreenStyles(stylesheet: string): (html: string) => string {
  const parts = postcss.parse(stylesheet).nodes.map(partOf).filter((part) => part !== undefined);
  return (html) => {
    const marks = marksOf(html);
    return written(parts, marks, written(parts, marks));
  };
}
