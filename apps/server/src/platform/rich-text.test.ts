import { describe, expect, it } from 'vitest';
import { sanitizeOptionalRichText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps common formatting, lists and tables', () => {
    const html =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol start="2"><li>b</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg><style>p{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|onload|javascript|svg|style/i);
    expect(out).toContain('<p>hi</p>');
  });
  it('allows http, https and mailto links, adding rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">d</a>')).toBe(
      '<a rel="noopener noreferrer">d</a>',
    );
    expect(sanitizeRichText('<a href="vbscript:x">v</a>')).not.toContain('vbscript');
  });
  it('allows https and raster data: images only', () => {
    expect(sanitizeRichText('<img src="https://example.com/a.png" alt="a" />')).toBe(
      '<img src="https://example.com/a.png" alt="a" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" />')).toContain('data:image/png');
    expect(sanitizeRichText('<p>x<img src="http://example.com/a.png" /></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="a.png" /><img src="//evil.test/a.png" /></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="data:image/svg+xml;base64,PHN2Zz4=" /></p>')).toBe('<p>x</p>');
  });
  it('keeps YouTube and Vimeo players, drops other iframes', () => {
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(sanitizeRichText(`<iframe src="${src}" allowfullscreen></iframe>`)).toContain(`src="${src}"`);
    }
    for (const src of [
      'https://evil.com/embed/x',
      'https://www.youtube.com/watch?v=x',
      'javascript:alert(1)',
      '//www.youtube.com/embed/x',
      'http://www.youtube.com/embed/x',
      'https://www.youtube.com.evil.com/embed/x',
    ]) {
      expect(sanitizeRichText(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe('<p>a</p>');
    }
  });
  it('keeps plain styles, drops expressions and url()', () => {
    expect(sanitizeRichText('<p style="text-align:center;color:#ff0000">x</p>')).toBe(
      '<p style="text-align:center;color:#ff0000">x</p>',
    );
    const out = sanitizeRichText(
      '<p style="width:expression(alert(1));background-image:url(javascript:alert(1));color:red">x</p>',
    );
    expect(out).not.toMatch(/expression|url|javascript/);
  });
  it('turns empty markup into an empty string', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p> &nbsp; </p><script>x</script>')).toBe('');
    expect(sanitizeOptionalRichText('<p><br></p>')).toBeNull();
    expect(sanitizeOptionalRichText(null)).toBeNull();
  });
});
