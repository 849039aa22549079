/** Every es help article file, bundled into this one chunk (loaded when the help centre opens in es). */
export default Object.values(
  import.meta.glob<string>('../../../../../content/help/es/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
