import {
  brandFilterOptions,
  categoryFilters,
  formatKm,
  LIMITS,
  optionLabel,
  type Category,
} from '@bazaar/shared';
import { SuggestProduct } from './SuggestProduct';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLabel, useLang } from '../../../i18n/lang';
import { enumParam, type ListingFilters, type NumberParam } from '../hooks/filters';
import { CategoryLinks } from './CategoryLinks';
import { LocationFilter } from './LocationFilter';
import { ModelFilter } from './ModelFilter';
import { PlaceFilter } from '../../place/controls';
import { RangeFilter } from './RangeFilter';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../filters-i18n';

export interface FilterControls {
  toggleBrand: (brand: string) => void;
  toggleValue: (param: string, value: string) => void;
  setParam: (param: string, value: string | number | null) => void;
  setRange: (min: NumberParam, max: NumberParam, from: number | null, to: number | null) => void;
  setIncludeSold: (on: boolean) => void;
  setLocation: (state: string | null, city?: string | null) => void;
  setNear: (near: string | null) => void;
}

interface Props {
  category: Category | undefined;
  filters: ListingFilters;
  controls: FilterControls;
}

const KM_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000];
const THIS_YEAR = new Date().getFullYear();

/** The sidebar: categories, locations, then the filters the category's catalog entry offers. */
export function FilterSidebar({ category, filters, controls }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const lang = useLang();
  const offered = categoryFilters(category);
  // The category's own brands (the nine across categories on all ads); none for homes and jobs.
  const offeredBrands = brandFilterOptions(category);
  const hasBrands = offeredBrands.length > 0;
  // A brand chosen in the address but not offered here stays visible, so it can be unticked.
  const brands = [...offeredBrands, ...filters.brands.filter((b) => !offeredBrands.includes(b))];
  const n = filters.numbers;

  return (
    <div className={styles.sidebar}>
      <section className={styles.block}>
        <h2 className={styles.heading}>{t('filters.categories')}</h2>
        <CategoryLinks current={category} />
      </section>

      <LocationFilter state={filters.state} city={filters.city} onChange={controls.setLocation} />

      <PlaceFilter
        near={filters.near}
        km={filters.km}
        onNear={controls.setNear}
        onKm={(km) => controls.setParam('km', km)}
      />

      {offered.model && <ModelFilter value={filters.model} onChange={(v) => controls.setParam('model', v)} />}

      {hasBrands && (
        <fieldset className={styles.block}>
          <legend className={styles.heading}>{t('filters.allBrands')}</legend>
          {brands.map((brand) => (
            <label key={brand} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.brands.includes(brand)}
                onChange={() => controls.toggleBrand(brand)}
              />
              {optionLabel(brand, lang)}
            </label>
          ))}
        </fieldset>
      )}

      <RangeFilter
        title={t('filters.price')}
        min={n.minPrice}
        max={n.maxPrice}
        lowest={0}
        highest={LIMITS.priceMax}
        onApply={(a, b) => controls.setRange('minPrice', 'maxPrice', a, b)}
      />

      {offered.year && (
        <RangeFilter
          title={label(offered.year.label)}
          min={n.minYear}
          max={n.maxYear}
          lowest={offered.year.min}
          highest={Math.max(offered.year.max, THIS_YEAR)}
          onApply={(a, b) => controls.setRange('minYear', 'maxYear', a, b)}
        />
      )}

      {offered.km && (
        <section className={styles.block}>
          <label className={styles.heading} htmlFor="filter-km">
            {label(offered.km.label)}
          </label>
          <select
            id="filter-km"
            className={styles.input}
            value={n.maxKm ?? ''}
            onChange={(e) => controls.setParam('maxKm', e.target.value || null)}
          >
            <option value="">{t('filters.any')}</option>
            {[...new Set([...KM_STEPS, ...(n.maxKm ? [n.maxKm] : [])])]
              .sort((a, b) => a - b)
              .map((km) => (
                <option key={km} value={km}>
                  {t('filters.upTo', { value: formatKm(km) })}
                </option>
              ))}
          </select>
        </section>
      )}

      {offered.enums.map((attr) => {
        const param = enumParam(attr.key);
        const chosen = filters.enums[param] ?? [];
        return (
          <fieldset key={attr.key} className={styles.block}>
            <legend className={styles.heading}>{label(attr.label)}</legend>
            {attr.options.map((option) => (
              <label key={option} className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option)}
                  onChange={() => controls.toggleValue(param, option)}
                />
                {/* Shown in the page's language; the URL and the API keep the English value. */}
                {optionLabel(option, lang)}
              </label>
            ))}
          </fieldset>
        );
      })}

      <fieldset className={styles.block}>
        <legend className={styles.heading}>{t('filters.availability')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.includeSold}
            onChange={(e) => controls.setIncludeSold(e.target.checked)}
          />
          {t('filters.outOfStock')}
        </label>
        <p className={styles.hint}>{t('filters.outOfStockHint')}</p>
      </fieldset>

      <SuggestProduct category={category?.slug} />
    </div>
  );
}
