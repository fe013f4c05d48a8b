import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../Link';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Params({ name }: { name: string }) {
  return <p data-testid="page">{`${name} ${JSON.stringify(useParams())}`}</p>;
}

const page = () => screen.getByTestId('page').textContent;
const where = () => screen.getByTestId('where').textContent;

describe('matchPath', () => {
  it('matches whole segments, ignoring case and trailing slashes, and decodes parameters', () => {
    expect(matchPath('/products/:category/:id', '/Products/cars/42/')).toEqual({
      params: { category: 'cars', id: '42' },
      pathnameBase: '/Products/cars/42',
    });
    expect(matchPath('/products/:category', '/products/caf%C3%A9')?.params).toEqual({ category: 'café' });
    expect(matchPath('/products/:category', '/products/cars/42')).toBeNull();
    expect(matchPath('/products/:category/:id', '/products/cars')).toBeNull();
    expect(matchPath('/product', '/products')).toBeNull();
  });

  it('gives a trailing * the rest of the path, and the part before it as the base', () => {
    expect(matchPath('/admin/*', '/admin/queue/7')).toEqual({
      params: { '*': 'queue/7' },
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/')).toBeNull();
  });

  it('keeps a parameter that is not valid percent-encoding as it came', () => {
    expect(matchPath('/chats/:id', '/chats/%E0%A4')?.params).toEqual({ id: '%E0%A4' });
  });
});

function App() {
  return (
    <Routes>
      <Route
        element={
          <section data-testid="layout">
            <Outlet />
          </section>
        }
      >
        <Route index element={<Params name="home" />} />
        <Route path="my-ads/:id" element={<Params name="one ad" />} />
        <Route path="my-ads/new" element={<Params name="new ad" />} />
        <Route path="admin/*" element={<Admin />} />
        <Route path="*" element={<Params name="not found" />} />
      </Route>
    </Routes>
  );
}

function Admin() {
  return (
    <Routes>
      <Route index element={<Params name="admin overview" />} />
      <Route path="queue" element={<Params name="admin queue" />} />
      <Route path="*" element={<Params name="admin not found" />} />
    </Routes>
  );
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>,
  );

describe('Routes', () => {
  it('renders the index route inside its layout', () => {
    at('/');
    expect(screen.getByTestId('layout').contains(screen.getByTestId('page'))).toBe(true);
    expect(page()).toBe('home {}');
  });

  it('prefers the most specific route over the order of declaration', () => {
    at('/my-ads/new');
    expect(page()).toBe('new ad {}');
  });

  it('passes parameters to the matched page', () => {
    at('/my-ads/17');
    expect(page()).toBe('one ad {"id":"17"}');
  });

  it('falls back to the catch-all route', () => {
    at('/nowhere/at/all');
    expect(page()).toBe('not found {"*":"nowhere/at/all"}');
  });

  it('matches nested routes against what is left after their parent', () => {
    at('/admin');
    expect(page()).toBe('admin overview {"*":""}');
    cleanupAndRender('/admin/queue');
    expect(page()).toBe('admin queue {"*":"queue"}');
    cleanupAndRender('/admin/elsewhere');
    expect(page()).toMatch(/^admin not found/);
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/other']}>
        <Routes>
          <Route path="/only" element={<p>only</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

function cleanupAndRender(url: string) {
  document.body.innerHTML = '';
  at(url);
}

/** Exposes the navigate function and the search parameters' setter to the test. */
let controls: {
  navigate: ReturnType<typeof useNavigate>;
  setParams: ReturnType<typeof useSearchParams>[1];
};
function Controls() {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  controls = { navigate, setParams };
  return <Where />;
}

const withControls = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Controls />
    </MemoryRouter>,
  );

describe('navigation', () => {
  it('pushes, replaces and goes back through the history', () => {
    withControls('/');
    act(() => controls.navigate('/product?state=goa'));
    act(() => controls.navigate('/products/cars'));
    act(() => controls.navigate('/products/bikes', { replace: true }));
    expect(where()).toBe('/products/bikes');
    act(() => controls.navigate(-1));
    expect(where()).toBe('/product?state=goa');
    act(() => controls.navigate(-1));
    expect(where()).toBe('/');
  });

  it('sets the query string on the same path, from a value or from the current one', () => {
    withControls('/product?state=goa&city=panaji');
    act(() =>
      controls.setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete('city');
        next.set('brand', 'Tata');
        return next;
      }),
    );
    expect(where()).toBe('/product?state=goa&brand=Tata');
    act(() => controls.setParams(new URLSearchParams(), { replace: true }));
    expect(where()).toBe('/product');
    act(() => controls.navigate(-1));
    expect(where()).toBe('/product?state=goa&city=panaji');
  });

  it('redirects with <Navigate>, replacing the entry it was rendered for', () => {
    render(
      <MemoryRouter initialEntries={['/', '/my-ads']}>
        <Routes>
          <Route path="/my-ads" element={<Navigate to="/login?next=%2Fmy-ads" replace />} />
          <Route path="*" element={<Controls />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(where()).toBe('/login?next=%2Fmy-ads');
    act(() => controls.navigate(-1));
    expect(where()).toBe('/');
  });
});

describe('in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows back and forward, and the state a navigation carried', () => {
    function State() {
      return <p data-testid="state">{JSON.stringify(useLocation().state)}</p>;
    }
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Controls />
        <State />
      </BrowserRouter>,
    );
    act(() => controls.navigate('/products/cars/7', { state: { duplicateOf: [3] } }));
    expect(window.location.pathname).toBe('/products/cars/7');
    expect(screen.getByTestId('state').textContent).toBe('{"duplicateOf":[3]}');
    act(() => {
      window.history.replaceState(null, '', '/start');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/start');
    expect(screen.getByTestId('state').textContent).toBe('null');
  });

  it('a plain click on a link navigates in the app; a modified click is left to the browser', () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Link to="/products/cars">Cars</Link>
        <Link to="/">Home</Link>
        <Where />
      </BrowserRouter>,
    );
    const cars = screen.getByRole('link', { name: 'Cars' });
    expect(cars.getAttribute('href')).toBe('/products/cars');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => cars.dispatchEvent(ctrlClick));
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(where()).toBe('/');

    const before = window.history.length;
    act(() => fireEvent.click(cars));
    expect(where()).toBe('/products/cars');
    expect(window.history.length).toBe(before + 1);
    // The page already shown: its entry is replaced, not added again.
    act(() => fireEvent.click(cars));
    expect(window.history.length).toBe(before + 1);
  });
});

describe('on the server', () => {
  it('renders the route of its one URL', () => {
    const html = renderToString(
      <StaticRouter location="/my-ads/5?x=1">
        <App />
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('one ad {&quot;id&quot;:&quot;5&quot;}');
    expect(html).toContain('/my-ads/5?x=1');
  });
});
