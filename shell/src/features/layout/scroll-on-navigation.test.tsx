import { act, render } from '@testing-library/react';
import { MemoryRouter, NavigationType, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideScroll, restoreSettleMs, useScrollOnNavigation } from './scroll-on-navigation';

const place = (path: string) => {
  const url = new URL(path, 'http://repwise.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('decideScroll', () => {
  it.each([
    { case: 'another page', from: '/blog', to: '/ai-personal-trainer', kind: 'top' },
    {
      case: 'another view of Workout Plans (Start Workout on a day card)',
      from: '/app/workout?view=daily',
      to: '/app/workout?view=active&week=1&day=3',
      kind: 'top',
    },
    { case: 'the plan summary', from: '/onboarding', to: '/onboarding?view=plan', kind: 'top' },
    {
      case: 'the same view with other query parameters',
      from: '/app/workout?view=generator',
      to: '/app/workout?view=generator&customize=true',
      kind: 'stay',
    },
    { case: 'a link to the page one is on', from: '/#pricing', to: '/', kind: 'top' },
    { case: 'a #section', from: '/', to: '/#pricing', kind: 'hash' },
    { case: 'a #section of another page', from: '/blog', to: '/#features', kind: 'hash' },
  ])('a push to $case: $kind', ({ from, to, kind }) => {
    const action = decideScroll({
      previous: place(from),
      next: place(to),
      navigationType: NavigationType.Push,
      savedTop: 900,
    });
    expect(action.kind).toBe(kind);
  });

  it('a replace decides as a push', () => {
    expect(
      decideScroll({
        previous: place('/onboarding'),
        next: place('/onboarding?view=plan'),
        navigationType: NavigationType.Replace,
        savedTop: undefined,
      }),
    ).toEqual({ kind: 'top' });
  });

  it('back and forward restore the saved position, else go to the #section, else stay', () => {
    const pop = (to: string, savedTop: number | undefined) =>
      decideScroll({
        previous: place('/app/progress'),
        next: place(to),
        navigationType: NavigationType.Pop,
        savedTop,
      });
    expect(pop('/app/dashboard', 1200)).toEqual({ kind: 'restore', top: 1200 });
    expect(pop('/#reviews', undefined)).toEqual({ kind: 'hash', id: 'reviews' });
    expect(pop('/app/dashboard', undefined)).toEqual({ kind: 'stay' });
  });
});

describe('useScrollOnNavigation', () => {
  let navigate: NavigateFunction = () => undefined;
  let pageHeight = 4000;

  function Probe() {
    useScrollOnNavigation();
    navigate = useNavigate();
    return <section id="pricing">Pricing</section>;
  }

  function scrollBy(top: number) {
    act(() => {
      window.scrollY = top;
      window.dispatchEvent(new Event('scroll'));
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    window.scrollY = 0;
    pageHeight = 4000;
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      window.scrollY = Math.min(options.top ?? 0, pageHeight - window.innerHeight);
    }) as typeof window.scrollTo);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function renderAt(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>,
    );
  }

  it('opens a new page at its top and returns to the old position on back', async () => {
    renderAt('/app/dashboard');
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(1200);
    await act(() => navigate('/app/progress'));
    expect(window.scrollY).toBe(0);

    // The area draws the dashboard a moment after the route changes: short at first.
    pageHeight = 600;
    await act(() => navigate(-1));
    expect(window.scrollY).toBe(0);
    pageHeight = 4000;
    await act(() => vi.advanceTimersByTime(restoreSettleMs + 100));
    expect(window.scrollY).toBe(1200);
  });

  it('keeps the position when only the query changes', async () => {
    renderAt('/app/workout?view=generator');
    scrollBy(700);
    await act(() => navigate('/app/workout?view=generator&customize=true'));
    expect(window.scrollY).toBe(700);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('opens the active workout started from a day card at its top', async () => {
    renderAt('/app/workout?view=daily');
    scrollBy(611);
    await act(() => navigate('/app/workout?view=active&week=1&day=3'));
    expect(window.scrollY).toBe(0);
  });

  it('scrolls a #section into view, leaving its scroll behaviour to the page', async () => {
    // jsdom has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      renderAt('/');
      await act(() => navigate('/#pricing'));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('stops restoring when the user scrolls first', async () => {
    renderAt('/blog');
    scrollBy(900);
    await act(() => navigate('/ai-personal-trainer'));
    pageHeight = 600;
    await act(() => navigate(-1));
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    pageHeight = 4000;
    await act(() => vi.advanceTimersByTime(restoreSettleMs + 100));
    expect(window.scrollY).toBe(0);
  });
});
