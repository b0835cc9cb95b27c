import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingStates } from './listing-states.tsx';

function render(isPending: boolean, isError: boolean, isEmpty: boolean) {
  return renderToStaticMarkup(
    <ListingStates
      list={{ isPending, isError }}
      isEmpty={isEmpty}
      loading="loading"
      error="error"
      empty="empty"
    >
      list
    </ListingStates>,
  );
}

describe('ListingStates', () => {
  it('shows the placeholder while the list loads', () => {
    expect(render(true, false, true)).toBe('loading');
  });

  it('shows the error notice when the read failed, whatever data is left', () => {
    expect(render(false, true, false)).toBe('error');
  });

  it('shows the empty notice when there is nothing to list', () => {
    expect(render(false, false, true)).toBe('empty');
  });

  it('shows the list otherwise', () => {
    expect(render(false, false, false)).toBe('list');
  });
});
