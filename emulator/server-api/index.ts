import { Router } from 'express';
import type { EmulatorContext } from '../context.js';

export function serverApiRouter(_ctx: EmulatorContext): Router {
  return Router();
}
