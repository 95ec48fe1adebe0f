import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../common/errors/error-body.js';

/** Swagger for a staff route: what it does, its answer, and the 400/404 bodies it may send. */
export const AdminRoute = (summary: string, type: Type, status: 200 | 201 = 200) =>
  applyDecorators(
    ApiOperation({ summary }),
    status === 201 ? ApiCreatedResponse({ type }) : ApiOkResponse({ type }),
    ApiBadRequestResponse({ type: ErrorBody }),
    ApiNotFoundResponse({ type: ErrorBody }),
  );
