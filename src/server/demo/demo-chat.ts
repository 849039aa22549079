/**
 * The chat history of three demo projects (decision 0017): the agency and its clients talking, in
 * Spanish, oldest first. `minutesAgo` places each message; `read` says how far each person has
 * read (the rest is their unread count).
 */
export interface DemoChat {
  project: string;
  messages: Array<{ from: string; minutesAgo: number; body: string; mentions?: string[]; edited?: boolean }>;
  read: Record<string, number>;
}

const day = 24 * 60;

export const demoChats: DemoChat[] = [
  {
    project: 'Tienda online Lucía',
    messages: [
      {
        from: 'marta@websy.demo',
        minutesAgo: 6 * day,
        body: '¡Hola Lucía! Ya tenemos listas las primeras propuestas de la portada. Os las dejo en Documentos.',
      },
      {
        from: 'lucia@cliente.demo',
        minutesAgo: 6 * day - 40,
        body: '¡Qué bien! Las miro esta tarde con Pablo.',
      },
      {
        from: 'pablo@cliente.demo',
        minutesAgo: 5 * day,
        body: 'Nos gusta mucho la segunda. ¿Podemos probar el fondo en un tono más cálido, tipo arena?',
      },
      {
        from: 'marta@websy.demo',
        minutesAgo: 5 * day - 90,
        body: 'Claro, mañana os paso la variante en arena y otra en terracota.',
      },
      {
        from: 'javier@websy.demo',
        minutesAgo: 3 * day,
        body: 'Por mi parte, el carrito ya guarda los productos entre sesiones. Lo podéis probar en el entorno de pruebas.',
        edited: true,
      },
      {
        from: 'lucia@cliente.demo',
        minutesAgo: 3 * day - 30,
        body: '@Javier Soto probado: funciona genial. ¿Los gastos de envío se calculan por peso?',
        mentions: ['javier@websy.demo'],
      },
      {
        from: 'javier@websy.demo',
        minutesAgo: 2 * day,
        body: 'Sí, por peso y zona. Necesitaría la tabla de tarifas de vuestra empresa de mensajería.',
      },
      { from: 'pablo@cliente.demo', minutesAgo: 2 * day - 15, body: 'Te la mando hoy mismo.' },
      {
        from: 'marta@websy.demo',
        minutesAgo: 50,
        body: '@Lucía Gómez subida la versión final de la portada. Si os encaja, la damos por cerrada.',
        mentions: ['lucia@cliente.demo'],
      },
      { from: 'javier@websy.demo', minutesAgo: 20, body: 'Y ya están las tarifas de envío integradas 🎉' },
    ],
    read: {
      'lucia@cliente.demo': 8,
      'pablo@cliente.demo': 10,
      'marta@websy.demo': 10,
      'javier@websy.demo': 10,
    },
  },
  {
    project: 'Web corporativa Molina Abogados',
    messages: [
      {
        from: 'andres@cliente.demo',
        minutesAgo: 9 * day,
        body: 'Buenos días. Os presento a Sara, que llevará los textos de la web por nuestra parte.',
      },
      {
        from: 'sara@molina.demo',
        minutesAgo: 9 * day - 20,
        body: 'Encantada. ¿Para cuándo necesitáis los textos de las áreas de práctica?',
      },
      {
        from: 'marta@websy.demo',
        minutesAgo: 8 * day,
        body: 'Encantada, Sara. Si pudiera ser antes del viernes, llegamos a la maqueta de la semana que viene.',
      },
      {
        from: 'sara@molina.demo',
        minutesAgo: 4 * day,
        body: 'Listos los textos de Derecho laboral y Mercantil. Falta Familia, que lo revisa Andrés.',
      },
      { from: 'andres@cliente.demo', minutesAgo: 4 * day - 60, body: 'Lo reviso esta semana.' },
      {
        from: 'marta@websy.demo',
        minutesAgo: 3 * 60,
        body: '@Andrés Molina cuando tengas el de Familia, lo colocamos y publicamos.',
        mentions: ['andres@cliente.demo'],
      },
    ],
    read: { 'andres@cliente.demo': 5, 'sara@molina.demo': 6, 'marta@websy.demo': 6 },
  },
  {
    project: 'Portafolio Carmen Vidal',
    messages: [
      {
        from: 'carmen@cliente.demo',
        minutesAgo: 12 * day,
        body: 'Hola, ¿podemos ordenar las galerías por serie y no por fecha?',
      },
      {
        from: 'marta@websy.demo',
        minutesAgo: 12 * day - 120,
        body: 'Sin problema. ¿Qué serie quieres que aparezca primero?',
      },
      { from: 'carmen@cliente.demo', minutesAgo: 11 * day, body: '«Mareas», luego «Ciudad dormida».' },
      { from: 'marta@websy.demo', minutesAgo: 10 * day, body: 'Hecho. Ya está publicado el nuevo orden.' },
    ],
    read: { 'carmen@cliente.demo': 4, 'marta@websy.demo': 4 },
  },
];
