/** Every pt help article file, bundled into this one chunk (loaded when the help centre opens in pt). */
export default Object.values(
  import.meta.glob<string>('../../../../../content/help/pt/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
