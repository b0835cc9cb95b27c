import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchParamsOf } from './page-search-params.ts';
import { publicRoutes } from './routes.tsx';

/** The query parameters a page's module reads, the ways the pages read them. */
function parametersRead(source: string): string[] {
  const text = fs.readFileSync(source, 'utf8');
  const names = [...text.matchAll(/useSearchParam\(\s*'([^']+)'/g)].map((match) => match[1]!);
  if (/\buseSearch(Params)?\(/.test(text))
    names.push(...[...text.matchAll(/\.get\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

describe('the query parameters of the pages', () => {
  it.each(publicRoutes.map((route) => [route.path, route.page.source]))(
    '%s lists exactly the parameters its page reads',
    (path, source) => {
      expect([...searchParamsOf(path)].sort()).toEqual(parametersRead(source));
    },
  );

  it('names the same page with and without a trailing slash', () => {
    expect(searchParamsOf('/writing/')).toEqual(['q']);
    expect(searchParamsOf('/')).toEqual([]);
    expect(searchParamsOf('/article/12')).toEqual([]);
  });
});
