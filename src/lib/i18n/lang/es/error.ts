/** The error and not-found page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/error';

const words: Words<typeof en> = {
  'notFound.title': 'Página no encontrada',
  'notFound.lead': 'No hay ninguna página en esta dirección. Puede que el enlace sea antiguo o esté mal escrito.',
  'error.title': 'Algo ha salido mal',
  'error.lead': 'No se pudo abrir esta página. Recárgala o vuelve a empezar desde la página de inicio.',
  'error.code': 'Error {status}',
  'error.home': 'Ir a la página de inicio',
  'error.learn': 'Abrir las lecciones',
};

export default words;
