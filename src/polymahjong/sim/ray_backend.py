"""Running simulation jobs on Ray: a local Ray instance, or a cluster by its address.

Each chunk of games is one Ray task (:func:`polymahjong.sim.runner.play_chunk`),
so a task's overhead is shared by its games; results come back in game order,
so a run gives the same records, statistics and digest on Ray as in one
process. A local instance keeps its session files in a temporary folder that
is removed when the run ends. Ray is an optional dependency
(``pip install 'polymahjong[ray]'``); on a cluster every node needs
polymahjong installed, or the driver ships the package with the job
(``runtime_env``), as it does here when an address is given.
"""
from __future__ import annotations

import logging
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence, TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


class RayUnavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached; the message says which and what to do."""


def ray_outcomes(play: Callable[[Job], Result], jobs: Sequence[Job],
                 address: str | None = None) -> Iterator[Result]:
    """Each job's outcome, in job order, from Ray tasks. Starts a local Ray instance when none is running
    and no ``address`` is given (and stops it at the end); connects to the cluster at ``address``
    (``"auto"``, ``"ray://host:10001"``) otherwise."""
    try:
        import ray
    except ImportError:
        raise RayUnavailable("the ray backend needs Ray: pip install 'polymahjong[ray]'") from None
    started = not ray.is_initialized()
    session = tempfile.mkdtemp(prefix="pm-ray-") if started and not address else None
    where: dict[str, Any] = {"_temp_dir": session} if session else {}
    try:
        if started:
            try:
                with _own_python(not address):
                    ray.init(address=address, include_dashboard=False, log_to_driver=False,
                             logging_level=logging.ERROR, runtime_env=_shipped_package() if address else None,
                             **where)
            except (ConnectionError, RuntimeError, ValueError) as e:
                raise RayUnavailable(f"cannot start or reach Ray at {address or 'a new local instance'}: {e}") from None
        task = ray.remote(play)
        refs = [task.remote(job) for job in jobs]
        for ref in refs:
            yield ray.get(ref)
    finally:
        if started:
            ray.shutdown()
        if session:
            shutil.rmtree(session, ignore_errors=True)


@contextmanager
def _own_python(local: bool) -> Iterator[None]:
    """For a ``local`` instance, the workers run this Python with the package as installed here (its compiled
    modules): under ``uv run`` Ray would otherwise copy the project to each worker and build it there again
    (Ray's uv hook, ``RAY_ENABLE_UV_RUN_RUNTIME_ENV``), which the compiled modules make longer than Ray waits
    for a worker to start."""
    if not local:
        yield
        return
    from ray._private import ray_constants

    was = ray_constants.RAY_ENABLE_UV_RUN_RUNTIME_ENV
    ray_constants.RAY_ENABLE_UV_RUN_RUNTIME_ENV = False
    try:
        yield
    finally:
        ray_constants.RAY_ENABLE_UV_RUN_RUNTIME_ENV = was


def _shipped_package() -> dict[str, Any]:
    """A Ray runtime environment that ships this polymahjong package to the cluster's workers."""
    import polymahjong

    return {"py_modules": [str(Path(polymahjong.__file__).parent)]}
