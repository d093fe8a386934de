/** Files the build copies as hashed assets (build.mjs `loader: file`): importing one gives its URL. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
