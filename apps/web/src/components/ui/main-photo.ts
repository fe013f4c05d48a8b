/**
 * What marks a page's main photo, its largest paint: fetched at once and first, ahead of the scripts,
 * and timed by the browser (Element Timing), so that a server-rendered page asks for the app's scripts
 * only once the photo is on screen (the API's APP_START). Every other photo loads when scrolled near.
 */
const MAIN_PHOTO = { loading: 'eager', fetchPriority: 'high', elementtiming: 'main-photo' } as const;
const OTHER_PHOTO = { loading: 'lazy' } as const;

export function photoLoading(main: boolean) {
  return main ? MAIN_PHOTO : OTHER_PHOTO;
}
