/** The public pages' script URL, provided by the page-script plugin in vite.config.ts. */
declare module 'virtual:page-script' {
  const url: string;
  export default url;
}
