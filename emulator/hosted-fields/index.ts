import { Router } from 'express';
import type { EmulatorContext } from '../context.js';

export function hostedFieldsRouter(_ctx: EmulatorContext): Router {
  return Router();
}
