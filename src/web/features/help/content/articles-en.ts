/** Every en help article file, bundled into this one chunk (loaded when the help centre opens in en). */
export default Object.values(
  import.meta.glob<string>('../../../../../content/help/en/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
