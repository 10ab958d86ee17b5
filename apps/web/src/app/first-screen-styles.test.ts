import { describe, expect, it } from 'vitest';
import { firstScreenStyles, marksOf, needsOf } from './first-screen-styles.ts';

describe('what a selector needs of a page', () => {
  it('is every element, class, id and attribute it names', () => {
    expect(needsOf('.navbar-expand-lg .navbar-nav>.dropdown-menu')).toEqual({ tags: [], classes: ['navbar-expand-lg', 'navbar-nav', 'dropdown-menu'], ids: [], attributes: [] });
    expect(needsOf('input[type="checkbox" i]+label#terms')).toEqual({ tags: ['input', 'label'], classes: [], ids: ['terms'], attributes: ['type'] });
    expect(needsOf('H1.display-1::after')).toEqual({ tags: ['h1'], classes: ['display-1'], ids: [], attributes: [] });
  });

  it('leaves out what a pseudo-class names, which a page may match without', () => {
    expect(needsOf('.btn:not(.disabled):hover')).toEqual({ tags: [], classes: ['btn'], ids: [], attributes: [] });
    expect(needsOf('a:not(:is(.nav-link, [href^="#"]))')).toEqual({ tags: ['a'], classes: [], ids: [], attributes: [] });
    expect(needsOf('a:not([href]):not([tabindex])')).toEqual({ tags: ['a'], classes: [], ids: [], attributes: [] });
    expect(needsOf(':root')).toEqual({ tags: [], classes: [], ids: [], attributes: [] });
  });

  it('is nothing when it cannot be read, so its rule is kept', () => {
    for (const selector of ['.w-\\31 00', '.café', 'svg|a']) expect(needsOf(selector)).toEqual({ tags: [], classes: [], ids: [], attributes: [] });
  });
});

describe('what a page holds', () => {
  it('is read from its tags, not its text', () => {
    const marks = marksOf(
      '<!doctype html><html lang="te"><body><main id="content" class="container  py-3"><p data-x=\'1\' hidden>a <b>.fake</b> &lt;table class="no"&gt;</p></main></body></html>',
    );
    expect([...marks.tags].sort()).toEqual(['b', 'body', 'html', 'main', 'p']);
    expect([...marks.classes].sort()).toEqual(['container', 'py-3']);
    expect([...marks.ids]).toEqual(['content']);
    expect([...marks.attributes].sort()).toEqual(['class', 'data-x', 'hidden', 'id', 'lang']);
  });
});

describe('the styles a drawn page needs', () => {
  const stylesheet = [
    '@font-face{font-family:Noto;src:url(noto.woff2)}',
    ':root{--gap:1rem}',
    '.card,.modal,p>.lead{margin:var(--gap)}',
    '.modal-open{overflow:hidden}',
    '@media (min-width:768px){.container{max-width:720px}.modal{width:50%}}',
    '@media print{.modal{display:none}}',
    '.spinner{animation:spin 1s}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@keyframes fade{to{opacity:0}}',
  ].join('');

  it('are the rules that can apply to it, with only their selectors it holds, in the stylesheet’s order, with the fonts and the animations they use', () => {
    const stylesFor = firstScreenStyles(stylesheet);
    expect(stylesFor('<main class="container"><div class="card"><p><span class="lead">x</span></p></div></main>')).toBe(
      '@font-face{font-family:Noto;src:url(noto.woff2)}:root{--gap:1rem}.card,p>.lead{margin:var(--gap)}@media (min-width:768px){.container{max-width:720px}}',
    );
    expect(stylesFor('<div class="spinner"></div>')).toBe('@font-face{font-family:Noto;src:url(noto.woff2)}:root{--gap:1rem}.spinner{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('keep a layer whole, so the layers keep the order they were declared in', () => {
    const layered = '@layer base{.modal{color:red}}@layer theme{.card{color:blue}}';
    expect(firstScreenStyles(layered)('<div class="card"></div>')).toBe(layered);
  });

  it('are the whole stylesheet for a page that holds everything it names', () => {
    const everything = '<body class="modal-open"><div class="modal container spinner card"><p><i class="lead"></i></p></div></body>';
    expect(firstScreenStyles(stylesheet)(everything)).toBe(stylesheet.replace('@keyframes fade{to{opacity:0}}', ''));
  });
});
