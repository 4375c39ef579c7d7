/** Real shoppers' speed (issue 36): p75 of LCP, INP, CLS, TTFB and the first working tap per page. */
export { SpeedScreen } from './components/speed-screen';
